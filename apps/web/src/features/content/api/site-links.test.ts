import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './site-links';

describe('social links parameter', () => {
  it('keeps https links of known networks, in order', () => {
    const value = JSON.stringify([
      { network: 'telegram', url: 'https://t.me/swx' },
      { network: 'x', url: 'https://x.com/swx' },
    ]);
    expect(parseSocialLinks(value)).toEqual([
      { network: 'telegram', url: 'https://t.me/swx' },
      { network: 'x', url: 'https://x.com/swx' },
    ]);
  });

  it('drops what is malformed, unsafe or unknown instead of breaking the footer', () => {
    const value = JSON.stringify([
      { network: 'x', url: 'javascript:alert(1)' },
      { network: 'x', url: 'http://x.com/swx' },
      { network: 'myspace', url: 'https://myspace.com/swx' },
      { network: 'youtube' },
      'https://youtube.com/swx',
      { network: 'youtube', url: 'https://youtube.com/@swx' },
    ]);
    expect(parseSocialLinks(value)).toEqual([
      { network: 'youtube', url: 'https://youtube.com/@swx' },
    ]);
    for (const bad of ['', '[]', '{', '{"network":"x"}', 'null', undefined, null]) {
      expect(parseSocialLinks(bad)).toEqual([]);
    }
  });
});
