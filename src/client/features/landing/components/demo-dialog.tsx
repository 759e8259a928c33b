import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { demoVideo } from '../../../lib/demo-video';
import { playableSource } from '../media';

/** Watch Demo: the demo with its controls, playing from the start. Loaded on the first click. */
export default function DemoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('landing.demo.title')}
      description={t('landing.demo.description')}
      closeLabel={t('landing.demo.close')}
      onClose={onClose}
      className="max-w-4xl"
    >
      <video
        className="mt-4 block h-auto w-full rounded-lg bg-black"
        width={demoVideo.width}
        height={demoVideo.height}
        poster={demoVideo.poster}
        src={playableSource(demoVideo)}
        controls
        autoPlay
        muted
        playsInline
        data-autofocus
      >
        {t('landing.demo.unsupported')}
      </video>
    </Dialog>
  );
}
