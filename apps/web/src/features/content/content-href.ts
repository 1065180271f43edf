import type { ContentItem } from '@swx/contract';

/** `/detail?id=&title=`: where a link to a content page goes (spec section 2). */
export function contentHref(item: Pick<ContentItem, 'id' | 'title'>): string {
  return `/detail?${new URLSearchParams({ id: item.id, title: item.title }).toString()}`;
}
