import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../errors/catalogue';
import { catalogueCodeFor } from './catalogue-code-for';

describe('catalogueCodeFor', () => {
  it('maps each reader failure to the catalogue entry the spec gives it', () => {
    expect(ERROR_CATALOGUE[catalogueCodeFor('ENCRYPTED_NEEDS_PASSWORD')].status).toBe(74600001);
    expect(ERROR_CATALOGUE[catalogueCodeFor('WRONG_PASSWORD')].status).toBe(74600001);
    expect(ERROR_CATALOGUE[catalogueCodeFor('DAMAGED')].status).toBe(74600006);
    expect(ERROR_CATALOGUE[catalogueCodeFor('NOT_A_PDF')].status).toBe(74300006);
    expect(ERROR_CATALOGUE[catalogueCodeFor('EMPTY')].status).toBe(74300005);
  });
});
