import { PHOTO_MAX_AGE_MONTHS, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './constants.ts';
import { table } from './localized.ts';

// What a machine can check of an uploaded image: its real type (from its first bytes, never its name), its size,
// and for the photo its shape, colour and background from numbers the server measures on the pixels. What needs
// a person's eye (glasses, how recent) is shown as guidance before the upload.

export type UploadType = (typeof UPLOAD_TYPES)[number];

export const PHOTO_ASPECT = 35 / 45;
/** 3 % either way: a 35 × 45 mm photo scanned or cropped by hand is rarely exact. */
export const PHOTO_ASPECT_TOLERANCE = 0.03;
/** 35 mm at 200 dpi: below this the face cannot be printed on the visa sheet. */
export const PHOTO_MIN_WIDTH_PX = 276;
/** Mean chroma (max − min channel, 0..1) under which a picture is a grey one. */
export const PHOTO_MIN_CHROMA = 0.02;
/** Mean lightness (0..1) of the border strip under which the background is not white enough. */
export const PHOTO_MIN_BACKGROUND_LIGHTNESS = 0.75;

export const uploadMessages = table({
  fileType: ['只能上传png或jpg格式的图片', 'Upload a PNG or JPG image only', 'PNG 또는 JPG 이미지만 업로드할 수 있습니다'],
  fileTooLarge: [
    `图片不能超过${UPLOAD_MAX_BYTES / 1024}KB`,
    `The image must be ${UPLOAD_MAX_BYTES / 1024} KB or smaller`,
    `이미지는 ${UPLOAD_MAX_BYTES / 1024}KB 이하여야 합니다`,
  ],
  fileEmpty: ['文件为空，请重新选择', 'The file is empty: choose it again', '파일이 비어 있습니다. 다시 선택해 주세요'],
  photoTooSmall: ['照片分辨率太低，请上传更清晰的照片', 'The photo is too small: upload a sharper one', '사진 해상도가 너무 낮습니다. 더 선명한 사진을 업로드해 주세요'],
  photoAspect: [
    '照片比例须为3.5×4.5（宽×高），请裁剪后重新上传',
    'The photo must be 3.5 wide by 4.5 high: crop it and upload it again',
    '사진 비율은 가로 3.5 × 세로 4.5여야 합니다. 잘라서 다시 업로드해 주세요',
  ],
  photoGreyscale: ['请上传彩色照片', 'Upload a colour photo', '컬러 사진을 업로드해 주세요'],
  photoBackgroundDark: ['照片背景须为白色', 'The photo background must be white', '사진 배경은 흰색이어야 합니다'],
  'photoGuide.size': ['2寸照片，3.5×4.5厘米', '2-inch photo, 3.5 × 4.5 cm', '2인치 사진, 3.5 × 4.5cm'],
  'photoGuide.background': ['白色背景', 'White background', '흰색 배경'],
  'photoGuide.colour': ['彩色照片', 'In colour', '컬러 사진'],
  'photoGuide.glasses': ['不戴眼镜', 'No glasses', '안경 미착용'],
  'photoGuide.recent': [
    `近${PHOTO_MAX_AGE_MONTHS}个月内拍摄`,
    `Taken in the last ${PHOTO_MAX_AGE_MONTHS} months`,
    `최근 ${PHOTO_MAX_AGE_MONTHS}개월 이내 촬영`,
  ],
  'photoGuide.face': ['正面免冠，露出眉毛和耳朵', 'Face the camera, no hat, eyebrows and ears visible', '정면, 모자 미착용, 눈썹과 귀가 보이도록'],
});

/** The guidance list shown beside the photo upload, in order. */
export const PHOTO_GUIDANCE = [
  'photoGuide.size', 'photoGuide.background', 'photoGuide.colour', 'photoGuide.glasses', 'photoGuide.recent', 'photoGuide.face',
] as const;

/** The image type from the file's first bytes (PNG signature, JPEG SOI marker), or null. */
export function sniffImageType(head: Uint8Array): UploadType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

export type UploadRefusal = 'fileEmpty' | 'fileType' | 'fileTooLarge';

/** Any upload: `type` is what the bytes say (sniffImageType), null when they are not an accepted image. */
export function checkUpload(file: { type: string | null; size: number }): UploadRefusal | null {
  if (file.size <= 0) return 'fileEmpty';
  if (file.type === null || !(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** What the server measures on a decoded photo. Chroma and lightness are means over 0..1. */
export interface PhotoMeasurements {
  width: number;
  height: number;
  meanChroma: number;
  backgroundLightness: number;
}

export type PhotoRefusal = 'photoTooSmall' | 'photoAspect' | 'photoGreyscale' | 'photoBackgroundDark';

export function photoAspectOk(width: number, height: number): boolean {
  return height > 0 && Math.abs(width / height - PHOTO_ASPECT) / PHOTO_ASPECT <= PHOTO_ASPECT_TOLERANCE;
}

/** Every reason the photo is refused, in the order a person would fix them; empty when it passes. */
export function checkPhoto(photo: PhotoMeasurements): PhotoRefusal[] {
  const reasons: PhotoRefusal[] = [];
  if (photo.width < PHOTO_MIN_WIDTH_PX) reasons.push('photoTooSmall');
  if (!photoAspectOk(photo.width, photo.height)) reasons.push('photoAspect');
  if (photo.meanChroma < PHOTO_MIN_CHROMA) reasons.push('photoGreyscale');
  if (photo.backgroundLightness < PHOTO_MIN_BACKGROUND_LIGHTNESS) reasons.push('photoBackgroundDark');
  return reasons;
}
