/** Customer API paths, relative to API_PREFIX (spec section 7; new ones in the same style). */
export const Paths = {
  checkName: '/login/checkUserNameOrPhone',
  register: '/login/register',
  sendCode: '/login/sendCode',
  login: '/login/login',
  resetPassword: '/login/resetUserPwd',
  loginByGoogle: '/login/loginByGoogle',
  googleStart: '/login/googleStart',
  loginOptions: '/login/options',
  userInfo: '/user/getUserInfo',
  changePassword: '/user/repassword',
  logout: '/user/logout',
  listContents: '/index/listContents/:type',
  contentById: '/index/getContentsById/:id',
  paramByKey: '/index/getParamByKey/:key',
} as const;
