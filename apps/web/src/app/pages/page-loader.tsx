import { Center, Loader } from '@mantine/core';

/**
 * What shows while a page's code loads (route splitting, docs/decisions/0028-loading.md): a small
 * centred loader in a box as tall as the viewport below the header, so the page that replaces it
 * does not push anything around. Shown only after 150 ms: a cached chunk arrives sooner.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 'calc(100dvh - 120px)'} role="status" aria-label="Loading page" className="haligi-page-loader">
      <Loader size="sm" aria-hidden />
    </Center>
  );
}
