// Scenes 742020xx: the business scenes that templates are grouped under.
import { entry, type CatalogueEntry } from '../entry';

export const SCENE_ERRORS = {
  SCENE_TYPE_EXISTS: entry(74202001, 409, '场景类型已存在', 'This scene type already exists', '場景類型已存在'),
  SCENE_NAME_EXISTS: entry(74202002, 409, '场景名称已存在', 'A scene with this name already exists', '場景名稱已存在'),
  SCENE_NOT_FOUND: entry(74202003, 404, '场景不存在', 'The scene does not exist', '場景不存在'),
  SCENE_HAS_DISABLED_TEMPLATES: entry(
    74202004,
    409,
    '该场景下存在已停用的模板，无法启用',
    'The scene has disabled templates and cannot be enabled',
    '此場景下有已停用的範本，無法啟用',
  ),
} as const satisfies Record<string, CatalogueEntry>;
