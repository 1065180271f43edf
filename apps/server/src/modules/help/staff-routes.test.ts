import { Code, PAGE_SIZE_MAX } from '@swx/contract';
import { FAQ_PAGE_SIZE, type FaqList } from '@swx/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from '../../test/harness.js';
import { addStaff, rootStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { appForFile } from '../../test/suite.js';

const ROOT = rootStaff('help');

const t = appForFile(staffEnv(ROOT));
let editor = '';

beforeAll(async () => {
  await staffLogin(t, ROOT);
  editor = await staffLogin(t, await addStaff(t, 'content'));
});

const list = (query: string) => callAdmin<FaqList>(t, editor, 'GET', `/faq${query}`);

describe('the FAQ list for staff', () => {
  it('comes in pages, by category and order, each question on exactly one page', async () => {
    const total = await rowCount(t, 'faqs');
    expect(total).toBeGreaterThan(10);

    const whole = await list(`?pageSize=${PAGE_SIZE_MAX}`);
    expect(whole.result).toMatchObject({ total, page: 1, pageSize: PAGE_SIZE_MAX });
    expect(whole.result.items).toHaveLength(Math.min(total, PAGE_SIZE_MAX));

    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page += 1) {
      const answer = await list(`?language=en&page=${page}&pageSize=10`);
      expect(answer.code).toBe(200);
      expect(answer.result).toMatchObject({ total, page, pageSize: 10 });
      expect(answer.result.items.length).toBe(Math.min(10, total - (page - 1) * 10));
      expect(answer.result.categories.length).toBe(whole.result.categories.length);
      for (const item of answer.result.items) {
        expect(item.translations.map((x) => x.language)).toEqual(['en']);
      }
      seen.push(...answer.result.items.map((i) => i.id));
    }
    expect(seen).toEqual(whole.result.items.map((i) => i.id));

    const beyond = await list(`?page=${Math.ceil(total / 10) + 1}&pageSize=10`);
    expect(beyond.result).toMatchObject({ items: [], total });
  });

  it(`answers ${FAQ_PAGE_SIZE} questions a page without a pageSize`, async () => {
    const answer = await list('');
    expect(answer.result.page).toBe(1);
    expect(answer.result.pageSize).toBe(FAQ_PAGE_SIZE);
    expect(answer.result.items.length).toBe(Math.min(FAQ_PAGE_SIZE, answer.result.total));
  });

  it('refuses a page size beyond the limit or a page that is not a number with 10026', async () => {
    for (const query of [`?pageSize=${PAGE_SIZE_MAX + 1}`, '?pageSize=0', '?page=x', '?page=0']) {
      expect((await list(query)).code).toBe(Code.INVALID_PARAMS);
    }
  });
});
