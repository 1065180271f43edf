import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './media';

describe('layout', () => {
  it('counts phones and tablets as mobile devices whatever their width', () => {
    const phones = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    ];
    for (const ua of phones) expect(isMobileDevice(ua, 5), ua).toBe(true);
    // iPadOS asks for desktop sites as a Mac, but has a touch screen.
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(isMobileDevice(mac, 5)).toBe(true);
    expect(isMobileDevice(mac, 0)).toBe(false);
    expect(
      isMobileDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        0,
      ),
    ).toBe(false);
  });
});
