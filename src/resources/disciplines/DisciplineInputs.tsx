import { maxValue, minValue, NumberInput, TextInput } from 'react-admin';
import { MAX_VALIDITY_MONTHS } from '../../domain/certificates';
import { maxLength, required } from '../../components/forms/validators';
import { RenewalRuleInputs } from './RenewalRuleInputs';

export const DisciplineInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
    <NumberInput
      source="validityMonths"
      min={1}
      max={MAX_VALIDITY_MONTHS}
      step={1}
      validate={[required(), minValue(1), maxValue(MAX_VALIDITY_MONTHS)]}
    />
    <RenewalRuleInputs />
  </>
);
