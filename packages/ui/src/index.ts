export {
  Button,
  ButtonDefaults,
  buttonClasses,
  textLinkClasses,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { cx } from './cx';
