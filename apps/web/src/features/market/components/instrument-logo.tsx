import { cx } from '../../../lib/cx';

/**
 * An instrument's logo: decorative (the name is beside it), sized up front so that nothing
 * shifts when it arrives, on a neutral disc if it does not.
 */
export function InstrumentLogo({
  src,
  size,
  lazy = true,
  className,
}: {
  src: string;
  size: 28 | 32 | 40;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      style={{ width: size, height: size }}
      className={cx('shrink-0 rounded-full bg-hover', className)}
    />
  );
}
