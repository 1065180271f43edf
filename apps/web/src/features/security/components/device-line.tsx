import type { DeviceInfo } from '@swx/contract';
import { Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const icons = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: MonitorSmartphone,
} as const;

/** "Chrome 131 · Windows 10" under its kind's icon; "Unknown device" when the agent said nothing. */
export function DeviceLine({ device }: { device: DeviceInfo }) {
  const { t } = useTranslation();
  const Icon = icons[device.kind];
  const name =
    [device.browser, device.os].filter(Boolean).join(' · ') || t('security.device.unknown');
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-hover text-fg-muted"
      >
        <Icon className="size-4" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span
          dir="ltr"
          className="text-start font-medium [overflow-wrap:anywhere] text-fg"
          data-testid="device-name"
        >
          {name}
        </span>
        <span className="text-xs text-fg-subtle">{t(`security.device.kinds.${device.kind}`)}</span>
      </span>
    </span>
  );
}

/** An IP address, kept left to right in any language. */
export function Address({ ip }: { ip: string | null }) {
  const { t } = useTranslation();
  if (ip === null) return <span>{t('security.device.noAddress')}</span>;
  return (
    <bdi dir="ltr" className="tabular-nums" data-testid="device-ip">
      {ip}
    </bdi>
  );
}
