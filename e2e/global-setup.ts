import { writeCameraVideo } from './camera-video';

export default function globalSetup() {
  writeCameraVideo();
}
