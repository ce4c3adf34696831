import { Alert, Box, Button, Card, Center, FileButton, Group, Image, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCamera, IconCheck, IconFingerprint, IconRefresh } from '@tabler/icons-react';
import { formatDisplayDateTime } from '@haligi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getActiveConnection } from '../../../../lib/connections';
import { TIMEKEEPING_URLS } from '../api/timekeeping-api';

const KEY_STORAGE = 'haligi.kioskKey';
const KEY_HEADER = 'x-kiosk-key';

interface KioskInfo {
  name: string;
  serialNumber: string;
  companyName: string;
}
type Punched = { employee: { name: string }; punchedAt: string; biometricId: string };

const apiUrl = (path: string) => `${getActiveConnection().API_URL.replace(/\/$/, '')}${path}`;
const messageOf = (body: unknown, fallback: string) => {
  const message = (body as { message?: unknown } | null)?.message;
  return Array.isArray(message) ? message.join('. ') : typeof message === 'string' ? message : fallback;
};

/** The key from the set-up link (`#key=…`) is kept on the phone and taken out of the address. */
function readKey(): string | null {
  const match = /(?:^#|&)key=([A-Za-z0-9_-]{16,200})/.exec(window.location.hash);
  if (match) {
    localStorage.setItem(KEY_STORAGE, match[1]);
    window.history.replaceState(null, '', window.location.pathname);
    return match[1];
  }
  return localStorage.getItem(KEY_STORAGE);
}

/** The front camera, or null when the browser gives none (then a photo is taken with the file picker). */
function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);
  useEffect(() => {
    let current: MediaStream | null = null;
    let isCancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setIsUnavailable(true);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 } }, audio: false })
      .then((media) => {
        if (isCancelled) return media.getTracks().forEach((t) => t.stop());
        current = media;
        setStream(media);
      })
      .catch(() => setIsUnavailable(true));
    return () => {
      isCancelled = true;
      current?.getTracks().forEach((t) => t.stop());
    };
  }, []);
  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
  }, [stream]);
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || !stream || !video.videoWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.8));
  }, [stream]);
  return { videoRef, hasCamera: !!stream, isUnavailable, capture };
}

/** /preview/timekeeping: a phone kiosk where an employee punches with their biometric ID and a photo. */
export function KioskPage() {
  const [key] = useState(readKey);
  const [kiosk, setKiosk] = useState<KioskInfo | null>(null);
  const [setupError, setSetupError] = useState<string | null>(key ? null : 'This phone is not set up as a kiosk. Open the set-up link from Manpower > Time Keeping Devices.');
  const [biometricId, setBiometricId] = useState('');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; punched: Punched } | { ok: false; message: string } | null>(null);
  const camera = useCamera();

  const loadKiosk = useCallback(async () => {
    if (!key) return;
    setSetupError(null);
    try {
      const response = await fetch(apiUrl(TIMEKEEPING_URLS.kiosk), { headers: { [KEY_HEADER]: key } });
      const body = await response.json().catch(() => null);
      if (!response.ok) return setSetupError(messageOf(body, 'This kiosk could not be loaded.'));
      setKiosk(body.data);
    } catch {
      setSetupError('The server could not be reached. Check the connection and try again.');
    }
  }, [key]);
  useEffect(() => void loadKiosk(), [loadKiosk]);

  const punch = async () => {
    if (!key) return;
    const id = biometricId.trim();
    if (!id) return setResult({ ok: false, message: 'Enter your biometric ID.' });
    setIsBusy(true);
    setResult(null);
    try {
      const image = photo ?? (await camera.capture());
      if (!image) return setResult({ ok: false, message: 'Take your photo first.' });
      const form = new FormData();
      form.append('biometricId', id);
      form.append('photo', image, 'photo.jpg');
      const response = await fetch(apiUrl(TIMEKEEPING_URLS.kioskPunch), { method: 'POST', headers: { [KEY_HEADER]: key }, body: form });
      const body = await response.json().catch(() => null);
      if (!response.ok) return setResult({ ok: false, message: messageOf(body, 'The punch could not be recorded.') });
      setResult({ ok: true, punched: body.data });
      setBiometricId('');
      setPhoto(null);
    } catch {
      setResult({ ok: false, message: 'The server could not be reached. Check the connection and try again.' });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Center mih="100dvh" p="sm" component="main">
      <Card withBorder shadow="sm" padding="lg" w="100%" maw={440}>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconFingerprint size={28} aria-hidden />
            <div>
              <Title order={1} size="h3">
                Time Keeping
              </Title>
              {kiosk && (
                <Text size="sm" c="dimmed">
                  {kiosk.companyName} · {kiosk.name}
                </Text>
              )}
            </div>
          </Group>
          {setupError ? (
            <Alert color="red" variant="light" role="alert" title="Kiosk not ready" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              <Stack gap="xs">
                <Text size="sm">{setupError}</Text>
                {key && (
                  <Button size="xs" variant="white" color="red.9" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void loadKiosk()} w="fit-content">
                    Retry
                  </Button>
                )}
              </Stack>
            </Alert>
          ) : !kiosk ? (
            <Center py="xl">
              <Loader aria-label="Loading the kiosk" />
            </Center>
          ) : (
            <>
              <Box pos="relative" style={{ borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-dark-7)', aspectRatio: '4 / 3' }}>
                {photo ? (
                  <Image src={URL.createObjectURL(photo)} alt="Your photo" h="100%" fit="cover" />
                ) : camera.isUnavailable ? (
                  <Center h="100%">
                    <Text c="gray.3" size="sm" ta="center" px="md">
                      No camera preview here: take your photo with the button below.
                    </Text>
                  </Center>
                ) : (
                  <video ref={camera.videoRef} autoPlay playsInline muted aria-label="Camera" style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }} />
                )}
              </Box>
              {(camera.isUnavailable || photo) && (
                <FileButton onChange={setPhoto} accept="image/jpeg,image/png,image/webp" capture="user">
                  {(props) => (
                    <Button {...props} variant="light" leftSection={<IconCamera size={16} aria-hidden />}>
                      {photo ? 'Retake photo' : 'Take photo'}
                    </Button>
                  )}
                </FileButton>
              )}
              <TextInput
                label="Biometric ID"
                size="lg"
                inputMode="numeric"
                autoComplete="off"
                maxLength={32}
                value={biometricId}
                onChange={(e) => setBiometricId(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void punch();
                }}
                placeholder="e.g. 1001"
              />
              <Button size="lg" onClick={() => void punch()} loading={isBusy} leftSection={<IconFingerprint size={20} aria-hidden />}>
                Punch
              </Button>
              <div role="status" aria-live="polite">
                {result?.ok === true && (
                  <Alert color="green" variant="light" icon={<IconCheck size={18} aria-hidden />} title={`Recorded: ${result.punched.employee.name}`} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                    {formatDisplayDateTime(result.punched.punchedAt)}
                  </Alert>
                )}
                {result?.ok === false && (
                  <Alert color="red" variant="light" title="Not recorded" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                    {result.message}
                  </Alert>
                )}
              </div>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
