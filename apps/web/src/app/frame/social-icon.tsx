import type { SocialNetwork } from '@swx/contract';
// Simple Icons (CC0): one SVG file per brand, so that only these six reach the bundle.
import discord from 'simple-icons/icons/discord.svg?raw';
import facebook from 'simple-icons/icons/facebook.svg?raw';
import instagram from 'simple-icons/icons/instagram.svg?raw';
import telegram from 'simple-icons/icons/telegram.svg?raw';
import x from 'simple-icons/icons/x.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';

/** The brand's name and its single path, read from the Simple Icons file. */
function icon(svg: string): { title: string; path: string } {
  const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  return { title, path };
}

const ICONS: Record<SocialNetwork, { title: string; path: string }> = {
  x: icon(x),
  telegram: icon(telegram),
  youtube: icon(youtube),
  facebook: icon(facebook),
  instagram: icon(instagram),
  discord: icon(discord),
};

/** A social network's brand mark, in the current text colour. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={ICONS[network].path} />
    </svg>
  );
}

export function socialNetworkName(network: SocialNetwork): string {
  return ICONS[network].title;
}
