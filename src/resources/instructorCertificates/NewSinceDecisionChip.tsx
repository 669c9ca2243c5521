import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The mark of what came after the ITC's last decision: "New", with `hint` (a text's key) saying since when. */
export const NewSinceDecisionChip = ({ label, hint }: { label: string; hint: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color="primary" label={translate(label)} title={translate(hint)} />;
};
