import { useEffect, useState } from 'react';
import { Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_MAX_BYTES } from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { cropImage, type PixelArea } from './crop-image.ts';
import { ImageCropperModal } from './image-cropper-modal.tsx';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface ImageUploadFieldProps {
  label: string;
  /** URL of the current image, or null. */
  value: string | null;
  /** Sends the cropped picture (JPEG); a rejection shows "Unable to load the image.". */
  onUpload: (file: Blob) => Promise<unknown>;
  disabled?: boolean;
}

type Problem = 'image_unreadable' | 'image_too_large' | null;

/**
 * Picks an image (drop or click, keyboard: Enter/Space), refuses files over 3 MB before sending
 * anything, frames the picture to 4:3 in a cropper and uploads the cropped image.
 */
export function ImageUploadField({ label, value, onUpload, disabled }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [source, setSource] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return setProblem('image_too_large');
    setProblem(null);
    setSource(URL.createObjectURL(file));
  };

  const reject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((rejection) =>
      rejection.errors.some((error) => error.code === 'file-too-large'),
    );
    setProblem(tooLarge ? 'image_too_large' : 'image_unreadable');
  };

  const upload = async (area: PixelArea) => {
    if (!source) return;
    setBusy(true);
    try {
      await onUpload(await cropImage(source, area));
      setProblem(null);
      setSource(null);
    } catch {
      setProblem('image_unreadable');
      setSource(null);
    } finally {
      setBusy(false);
    }
  };

  const unreadable = () => {
    setSource(null);
    setProblem('image_unreadable');
  };

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      error={problem ? errorMessage(problem, locale) : undefined}
    >
      <Group align="stretch" wrap="nowrap" gap="md">
        {value && (
          <Image
            src={value}
            alt={label}
            w={160}
            h={120}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        )}
        <Dropzone
          onDrop={choose}
          onReject={reject}
          maxSize={IMAGE_MAX_BYTES}
          accept={IMAGE_TYPES}
          multiple={false}
          disabled={disabled || busy}
          loading={busy}
          aria-label={value ? t('catalogue.image.replace') : t('actions.uploadImage')}
          style={{ flex: 1 }}
        >
          <Group justify="center" gap="sm" mih={88} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {value ? t('catalogue.image.replace') : t('catalogue.image.drop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('catalogue.image.limits')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Group>
      <ImageCropperModal
        src={source}
        busy={busy}
        onCancel={() => setSource(null)}
        onConfirm={(area) => void upload(area)}
        onUnreadable={unreadable}
      />
    </Input.Wrapper>
  );
}
