/** spec §9: the progress bar takes a percentage and a height in pixels (default 2). */
export function ProgressBar({ percent, height = 2, label }: { percent: number; height?: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      part="progress-bar"
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{ height: `var(--bo-progress-height, ${height}px)` }}
    >
      <div className="progress-fill" style={{ width: `${value}%` }} />
    </div>
  );
}
