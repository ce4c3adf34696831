import { Stepper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { TRUCK_LOAD_STAGE_LIST } from '@haligi/shared';

export interface StageStepperProps {
  status: string;
  stage: string | null;
}

/** Where the truck is: Loading, Dispatched, Arrived, then Received (a done delivery completes all four). */
export function StageStepper({ status, stage }: StageStepperProps) {
  const theme = useMantineTheme();
  // Four steps do not fit across a phone: they stack.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const reached = status === 'DONE' ? TRUCK_LOAD_STAGE_LIST.length + 1 : status === 'IN_TRANSIT' ? Math.max(0, TRUCK_LOAD_STAGE_LIST.findIndex((s) => s.key === stage)) : 0;
  return (
    <Stepper active={reached} size="xs" orientation={isPhone ? 'vertical' : 'horizontal'} iconSize={26} allowNextStepsSelect={false} completedIcon={<IconCheck size={14} aria-hidden />} aria-label="Truck load stage">
      {TRUCK_LOAD_STAGE_LIST.map((s) => (
        <Stepper.Step key={s.key} label={s.label} aria-current={stage === s.key && status === 'IN_TRANSIT' ? 'step' : undefined} />
      ))}
      <Stepper.Step label="Received" />
    </Stepper>
  );
}
