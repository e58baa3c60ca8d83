import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** A link or control at the title's right ("All clients", a toggle). */
  action?: ReactNode;
  /** `wide` spans the whole grid (from 768 px on; below, every card does). */
  wide?: boolean;
  children: ReactNode;
};

/** One widget of the dashboard: a region named by its heading, on the surface colour of the theme. */
export function DashboardCard({ title, action, wide, children }: Props) {
  const id = useId();
  return (
    <section className={wide ? 'dash-card dash-wide' : 'dash-card'} aria-labelledby={id}>
      <header className="dash-card-head">
        <h2 id={id}>{title}</h2>
        {action && <div className="dash-card-action">{action}</div>}
      </header>
      {children}
    </section>
  );
}
