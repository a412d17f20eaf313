import { useState } from 'react';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import Cropper from 'react-easy-crop';
import { IMAGE_ASPECT_RATIO } from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { PixelArea } from './crop-image.ts';

interface ImageCropperModalProps {
  /** Object URL of the chosen picture; the modal is open while it is set. */
  src: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (area: PixelArea) => void;
  /** The picture could not be displayed (not an image the browser can read). */
  onUnreadable: () => void;
}

/** Frames a picture to the advised 4:3 ratio (drag to move, slider or wheel to zoom). */
export function ImageCropperModal({
  src,
  busy,
  onCancel,
  onConfirm,
  onUnreadable,
}: ImageCropperModalProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);

  return (
    <Modal
      opened={src !== null}
      onClose={onCancel}
      title={t('catalogue.image.cropTitle')}
      size="lg"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('catalogue.image.cropHelp')}
        </Text>
        <Box pos="relative" h={320} bg="dark.7">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={IMAGE_ASPECT_RATIO}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ onError: onUnreadable }}
            />
          )}
        </Box>
        <Slider
          aria-label={t('catalogue.image.zoom')}
          label={null}
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => area && onConfirm(area)} loading={busy} disabled={!area}>
            {t('catalogue.image.useImage')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
