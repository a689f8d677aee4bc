// Sizes of the portal's dialogs (spec item K-dialog-sizes).

/** Width of a dialog that does not say otherwise. */
export const DIALOG_WIDTH = 440;
/** The picture preview shows the picture in a 250×250 box. */
export const IMAGE_PREVIEW_SIZE = 250;
/** Width of the content (JSON) preview. */
export const CONTENT_PREVIEW_WIDTH = 980;
