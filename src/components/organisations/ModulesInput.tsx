import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroupInput, Confirm, useRecordContext, useTranslate } from 'react-admin';
import { featuresOfModule, type Module } from '../../domain/organisations';

/**
 * An organisation's modules. Switching off one it holds asks first, naming the features its users
 * lose (§6: a feature counts only where the organisation holds its module); declining ticks it again.
 */
export const ModulesInput = ({ modules }: { modules: readonly Module[] }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const value = (useWatch({ name: 'modules' }) as string[] | undefined) ?? [];
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const held = (record?.modules as Module[] | undefined) ?? [];
  // a module ticked in this dialog only and unticked again takes nothing away: no question
  const asked = held.find((m) => !value.includes(m) && !confirmed.includes(m));
  const name = (m: Module) => translate(`certification.modules.${m}`);
  const lost = asked
    ? [...new Set(featuresOfModule(asked).map((feature) => translate(`features.${feature}`)))].join(', ')
    : '';
  return (
    <>
      <CheckboxGroupInput
        source="modules"
        choices={modules.map((m) => ({ id: m, name: name(m) }))}
        translateChoice={false}
      />
      <Confirm
        isOpen={!!asked}
        title={asked ? translate('certification.module_off.title', { module: name(asked) }) : ''}
        content={translate('certification.module_off.content', { name: record?.name ?? '', features: lost })}
        confirmColor="warning"
        onConfirm={() => setConfirmed([...confirmed, asked!])}
        // in the order it had: the form is then as it was, with nothing to ask about on cancel
        onClose={() =>
          setValue(
            'modules',
            [
              ...held.filter((m) => m === asked || value.includes(m)),
              ...value.filter((m) => !held.includes(m as Module)),
            ],
            { shouldDirty: true },
          )
        }
      />
    </>
  );
};
