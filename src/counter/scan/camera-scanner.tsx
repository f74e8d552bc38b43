import { Flashlight } from '../../components/icons/Flashlight';
import { FlashlightOff } from '../../components/icons/FlashlightOff';
import { SwitchCamera } from '../../components/icons/SwitchCamera';
import { X } from '../../components/icons/X';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Dialog } from '../../components/dialog';
import { createDetector } from './detector';
import './camera-scanner.css';

type CameraState =
  | 'starting'
  | 'loading-decoder'
  | 'scanning'
  | 'denied'
  | 'no-camera'
  | 'unsupported'
  | 'failed'
  | 'decoder-failed';

const MESSAGE: Record<
  CameraState,
  | 'starting'
  | 'loadingDecoder'
  | 'scanning'
  | 'denied'
  | 'noCamera'
  | 'unsupported'
  | 'failed'
  | 'decoderFailed'
> = {
  starting: 'starting',
  'loading-decoder': 'loadingDecoder',
  scanning: 'scanning',
  denied: 'denied',
  'no-camera': 'noCamera',
  unsupported: 'unsupported',
  failed: 'failed',
  'decoder-failed': 'decoderFailed',
};
const PROBLEMS: CameraState[] = ['denied', 'no-camera', 'unsupported', 'failed', 'decoder-failed'];

function classify(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'no-camera';
  return 'failed';
}

function stop(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

interface CameraScannerProps {
  onDetected: (raw: string) => void;
  onClose: () => void;
}

/**
 * The camera in a dialog: back camera first, a switch when there are several, the torch where
 * the camera has one, and plain words when permission is refused or there is no camera. The
 * camera stops when the dialog closes, the screen is left, or the app goes to the background.
 */
export function CameraScanner({ onDetected, onClose }: CameraScannerProps) {
  const { t } = useTranslation('scan');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({
    supported: false,
    on: false,
  });
  const [attempt, setAttempt] = useState(0);
  const detected = useEffectEvent((raw: string) => onDetected(raw));
  const hidden = useEffectEvent(() => onClose());

  useEffect(() => {
    let cancelled = false;
    // Read through a function: the checks below run after awaits, when cleanup may have run.
    const isCancelled = () => cancelled;
    let timer = 0;
    async function start() {
      // Absent outside secure contexts (plain http on a LAN address), whatever the types say.
      const mediaDevices = (navigator as Partial<Navigator>).mediaDevices;
      if (!mediaDevices) {
        setState('unsupported');
        return;
      }
      setState('starting');
      let media: MediaStream;
      try {
        media = await mediaDevices.getUserMedia({
          audio: false,
          video: cameraId
            ? { deviceId: { exact: cameraId } }
            : { facingMode: { ideal: 'environment' } },
        });
      } catch (error) {
        if (!isCancelled()) setState(classify(error));
        return;
      }
      if (isCancelled()) {
        stop(media);
        return;
      }
      stream.current = media;
      const element = video.current;
      if (!element) return;
      element.srcObject = media;
      await element.play().catch(() => undefined);
      const devices = await mediaDevices.enumerateDevices();
      if (isCancelled()) return;
      setCameras(devices.filter((device) => device.kind === 'videoinput'));
      // getCapabilities is missing in some browsers, whatever the types say.
      const track = media.getVideoTracks()[0] as Partial<MediaStreamTrack> | undefined;
      const capabilities = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & {
        torch?: boolean;
      };
      setTorch({ supported: capabilities.torch === true, on: false });

      setState('loading-decoder');
      let detector;
      try {
        detector = await createDetector();
      } catch {
        // No reader, no reason to keep filming.
        stop(stream.current);
        stream.current = null;
        if (!isCancelled()) setState('decoder-failed');
        return;
      }
      if (isCancelled()) return;
      setState('scanning');
      const tick = async () => {
        if (isCancelled()) return;
        try {
          if (element.readyState >= 2) {
            const value = (await detector.detect(element))[0]?.rawValue;
            if (value && !isCancelled()) {
              detected(value);
              return;
            }
          }
        } catch {
          // A frame that cannot be read is skipped; the next one is tried.
        }
        timer = window.setTimeout(() => void tick(), 120);
      };
      void tick();
    }
    void start();
    const onVisibility = () => {
      if (document.hidden) hidden();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop(stream.current);
      stream.current = null;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [cameraId, attempt]);

  function switchCamera() {
    const current = stream.current?.getVideoTracks()[0]?.getSettings().deviceId ?? cameraId;
    const index = cameras.findIndex((camera) => camera.deviceId === current);
    const next = cameras[(index + 1) % cameras.length];
    if (next) setCameraId(next.deviceId);
  }

  async function toggleTorch() {
    const track = stream.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }

  const problem = PROBLEMS.includes(state);
  return (
    <Dialog title={t('camera.title')} onClose={onClose} className="camera">
      <div className="camera__view" hidden={problem}>
        <video ref={video} className="camera__video" muted playsInline aria-hidden="true" />
        <div className="camera__frame" aria-hidden="true" />
      </div>
      <p
        className={problem ? 'notice notice--error' : 'camera__status'}
        role={problem ? 'alert' : 'status'}
      >
        {t(`camera.${MESSAGE[state]}`)}
      </p>
      <div className="button-row">
        {cameras.length > 1 && !problem && (
          <button type="button" className="button button--secondary" onClick={switchCamera}>
            <SwitchCamera aria-hidden="true" />
            {t('camera.switch')}
          </button>
        )}
        {torch.supported && !problem && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={torch.on}
            onClick={() => void toggleTorch()}
          >
            {torch.on ? <FlashlightOff aria-hidden="true" /> : <Flashlight aria-hidden="true" />}
            {torch.on ? t('camera.torchOff') : t('camera.torchOn')}
          </button>
        )}
        {(state === 'failed' || state === 'decoder-failed' || state === 'denied') && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('camera.tryAgain')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          <X aria-hidden="true" />
          {t('camera.close')}
        </button>
      </div>
    </Dialog>
  );
}
