import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useBulkStep } from '../../components/lists/bulkStep';

type Step = 'move' | 'generate' | 'renewal';

const nameOf = (record: RaRecord) => record.instructorName as string;

/**
 * The bulk steps of the instructor administration's selection: the one being asked for, and the
 * one taken last, whose results are shown.
 */
export function useInstructorBulkSteps() {
  const [asking, setAsking] = useState<Step>();
  const [taken, setTaken] = useState<Step>('move');
  const move = useBulkStep('itc-instructors/bulk-move', nameOf);
  const generate = useBulkStep('itc-instructors/bulk-generate-aha-id', nameOf);
  const renewal = useBulkStep('itc-instructors/bulk-start-renewal', nameOf);
  const steps = { move, generate, renewal };
  const pending = move.pending || generate.pending || renewal.pending;
  const take = async (step: Step, body: Record<string, unknown>) => {
    setAsking(undefined);
    setTaken(step);
    await steps[step].run(body);
  };
  return { asking, setAsking, taken, pending, take, outcome: steps[taken] };
}
