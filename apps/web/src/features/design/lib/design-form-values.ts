import { hexColorSchema, type EventDesign, type EventFontId, type ImageRef, type SaveEventDesignInput } from '@aula/shared';

export type DesignFormValues = {
  image: ImageRef | null;
  logo: ImageRef | null;
  banner: ImageRef | null;
  primaryColor: string;
  backgroundColor: string;
  accentColor: string;
  font: EventFontId;
};

export const COLOR_FIELDS = ['primaryColor', 'backgroundColor', 'accentColor'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** The fields in the order they appear, for focusing the first error. */
export const DESIGN_FIELD_ORDER = ['image', 'logo', 'banner', ...COLOR_FIELDS, 'font'] as const;

/** The server's field names for the images. */
export const DESIGN_SERVER_FIELDS: Record<string, keyof DesignFormValues> = {
  imageFileId: 'image',
  logoFileId: 'logo',
  bannerFileId: 'banner',
};

export function valuesFromDesign(design: EventDesign): DesignFormValues {
  const { image, logo, banner, primaryColor, backgroundColor, accentColor, font } = design;
  return { image, logo, banner, primaryColor, backgroundColor, accentColor, font };
}

export function designBody(values: DesignFormValues): SaveEventDesignInput {
  return {
    imageFileId: values.image?.id ?? null,
    logoFileId: values.logo?.id ?? null,
    bannerFileId: values.banner?.id ?? null,
    primaryColor: values.primaryColor,
    backgroundColor: values.backgroundColor,
    accentColor: values.accentColor,
    font: values.font,
  };
}

/** The shared colour rule on each colour field; i18n keys. */
export function validateDesignForm(values: DesignFormValues): Partial<Record<keyof DesignFormValues, string>> {
  const errors: Partial<Record<keyof DesignFormValues, string>> = {};
  for (const field of COLOR_FIELDS) {
    const result = hexColorSchema.safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? 'validation.invalid_color';
  }
  return errors;
}
