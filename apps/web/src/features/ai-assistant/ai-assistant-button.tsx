import { AI_TEXTS } from '@haligi/shared';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The panel's code loads the first time it is opened.
const AiPanel = lazy(() => import('./ai-panel'));

/** The header's button that opens the AI assistant, on every member page. */
export function AiAssistantButton() {
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Tooltip label={AI_TEXTS.panelTitle}>
        <ActionIcon
          variant="light"
          color="indigo"
          size="md"
          radius="md"
          aria-label="Open the AI assistant"
          aria-haspopup="dialog"
          onClick={() => {
            setWasOpened(true);
            setOpened(true);
          }}
        >
          <IconSparkles size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {wasOpened && (
        <Suspense fallback={null}>
          <AiPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
