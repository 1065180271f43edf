import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderApp } from '../../test/render';
import { ExactMoney, Money } from './money';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const shown = (testId: string) => {
  const element = screen.getByTestId(testId);
  return { text: element.textContent, title: element.title, className: element.className };
};

describe('Money', () => {
  it('rounds to the asset’s display decimals, the exact figure in the tooltip', async () => {
    renderApp(
      <>
        <Money value="99364.372182" asset="USDT" testId="usdt" />
        <Money value="0.02000000" asset="BTC" testId="btc" />
        <Money value="1.123456789012345678" asset="ETH" testId="eth" />
      </>,
    );
    expect((await screen.findByTestId('usdt')).dataset['amount']).toBe('99364.372182');
    expect(shown('usdt')).toMatchObject({ text: '99,364.37 USDT', title: '99,364.372182 USDT' });
    expect(shown('btc')).toMatchObject({ text: '0.02 BTC', title: '0.02 BTC' });
    expect(shown('eth')).toMatchObject({
      text: '1.123457 ETH',
      title: '1.123456789012345678 ETH',
    });
  });

  it('signs and colours by the exact value: a tiny gain is +0.00 in the up colour', async () => {
    renderApp(
      <>
        <Money value="0.000001" asset="USDT" signed testId="gain" />
        <Money value="-0.004" asset="USDT" signed testId="loss" />
        <Money value="0.000000" asset="USDT" signed testId="zero" />
      </>,
    );
    await screen.findByTestId('gain');
    expect(shown('gain')).toMatchObject({ text: '+0.00 USDT', title: '+0.000001 USDT' });
    expect(shown('gain').className).toContain('text-up');
    expect(shown('loss')).toMatchObject({ text: '-0.00 USDT', title: '-0.004 USDT' });
    expect(shown('loss').className).toContain('text-down');
    expect(shown('zero').text).toBe('0.00 USDT');
    expect(shown('zero').className).not.toMatch(/text-(up|down)/);
  });

  it('shows every digit inside ExactMoney (a detail page)', async () => {
    renderApp(
      <ExactMoney>
        <Money value="-4.975000" asset="USDT" signed testId="exact" />
      </ExactMoney>,
    );
    expect((await screen.findByTestId('exact')).textContent).toBe('-4.975 USDT');
  });

  it('takes a tooltip of its own when given one', async () => {
    renderApp(<Money value="3.5" asset="USDT" title="Before fees +10.00" testId="own" />);
    expect((await screen.findByTestId('own')).title).toBe('Before fees +10.00');
  });
});
