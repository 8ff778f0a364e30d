import { Styles } from '../kit/styles';

/**
 * The fill's width for each whole percentage, as rules: the value travels as a `data-value`
 * attribute, never as a `style` attribute, so the prerendered HTML carries no inline style and a page with a
 * strict Content-Security-Policy (`style-src 'self'`) shows the bar as it is.
 */
const FILL_CSS = Array.from({ length: 101 }, (_, value) => `.progress-fill[data-value="${value}"]{width:${value}%}`).join('');

/** The bar's height in pixels (a host may still override it with --bo-progress-height). */
const heightCss = (height: number) => `.progress[data-height="${height}"]{height:var(--bo-progress-height, ${height}px)}`;

/** spec §9: the progress bar takes a percentage and a height in pixels (default 2). */
export function ProgressBar({ percent, height = 2, label }: { percent: number; height?: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const pixels = Number.isFinite(height) ? Math.max(0, Math.round(height)) : 2;
  return (
    <>
      <Styles css={[FILL_CSS, heightCss(pixels)]} />
      <div
        part="progress-bar"
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-height={pixels}
      >
        <div className="progress-fill" data-value={value} />
      </div>
    </>
  );
}
