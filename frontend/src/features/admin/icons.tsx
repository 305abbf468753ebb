import { icon } from '../../components/icons.js';

/** The back office's icons (see components/icons.tsx). */
export const AddIcon = /* @__PURE__ */ icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z', 'Add');
export const CloseIcon = /* @__PURE__ */ icon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  'Close',
);
export const CloudUploadOutlinedIcon = /* @__PURE__ */ icon(
  'M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96M19 18H6c-2.21 0-4-1.79-4-4 0-2.05 1.53-3.76 3.56-3.97l1.07-.11.5-.95C8.08 7.14 9.94 6 12 6c2.62 0 4.88 1.86 5.39 4.43l.3 1.5 1.53.11c1.56.1 2.78 1.41 2.78 2.96 0 1.65-1.35 3-3 3M8 13h2.55v3h2.9v-3H16l-4-4z',
  'CloudUploadOutlined',
);
export const DeleteOutlinedIcon = /* @__PURE__ */ icon(
  'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z',
  'DeleteOutlined',
);
export const DescriptionOutlinedIcon = /* @__PURE__ */ icon(
  'M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z',
  'DescriptionOutlined',
);
export const DownloadIcon = /* @__PURE__ */ icon('M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z', 'Download');
export const EditOutlinedIcon = /* @__PURE__ */ icon(
  'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  'EditOutlined',
);
export const GridViewIcon = /* @__PURE__ */ icon(
  'M3 3v8h8V3zm6 6H5V5h4zm-6 4v8h8v-8zm6 6H5v-4h4zm4-16v8h8V3zm6 6h-4V5h4zm-6 4v8h8v-8zm6 6h-4v-4h4z',
  'GridView',
);
export const ImageOutlinedIcon = /* @__PURE__ */ icon(
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z',
  'ImageOutlined',
);
export const OpenInNewIcon = /* @__PURE__ */ icon(
  'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
  'OpenInNew',
);
export const TableRowsIcon = /* @__PURE__ */ icon('M21 8H3V4h18zm0 2H3v4h18zm0 6H3v4h18z', 'TableRows');
export const UploadFileIcon = /* @__PURE__ */ icon(
  'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5zM8 15.01l1.41 1.41L11 14.84V19h2v-4.16l1.59 1.59L16 15.01 12.01 11z',
  'UploadFile',
);
export const UploadIcon = /* @__PURE__ */ icon('M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z', 'Upload');
