import type { ReactNode, Ref } from 'react';

/** One settings tab: its heading (focusable, for returning from an editor), actions and body. */
export function TabSection({
  id,
  title,
  lead,
  headingRef,
  actions,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  headingRef: Ref<HTMLHeadingElement>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="settings-tab" aria-labelledby={id}>
      <div className="settings-tab__header">
        <div>
          <h2 id={id} ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          {lead && <p className="card__lead">{lead}</p>}
        </div>
        {actions && <div className="actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
