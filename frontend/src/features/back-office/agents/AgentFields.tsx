/** The agent form's fields, shared by the new agent page and the General Info tab. */
import type { UseFormReturn } from 'react-hook-form';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { AGENT_STATUSES, today, type AgentValues } from './agent-form';
import { useAgentsT } from './namespace';

export function AgentFields({ form }: { form: UseFormReturn<AgentValues> }) {
  const t = useAgentsT();
  const { register, formState } = form;
  const error = (name: keyof AgentValues) => formState.errors[name]?.message;
  const text = (name: keyof AgentValues, props: Record<string, unknown> = {}) => (
    <TextField label={t(`fields.${name}`)} error={error(name)} {...props} {...register(name)} />
  );
  return (
    <>
      <div className="form-grid">
        {text('firstName', { autoComplete: 'off' })}
        {text('lastName', { autoComplete: 'off' })}
      </div>
      <div className="form-grid">
        {text('email', { type: 'email', autoComplete: 'off' })}
        {text('phone', { type: 'tel', autoComplete: 'off' })}
      </div>
      <div className="form-grid">
        <FieldFrame label={t('fields.status')} error={error('status')}>
          {(control) => (
            <select {...control} className="field__input" {...register('status')}>
              {AGENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {text('joinedOn', { type: 'date', max: today() })}
      </div>
      <div className="form-grid">
        {text('portal1')}
        {text('portal2')}
        {text('portal3')}
      </div>
      {text('connectUrl', { type: 'url', hint: t('fields.connectUrlHint') })}
    </>
  );
}
