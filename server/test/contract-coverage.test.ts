import { describe, expect, it } from 'vitest';
import { listOperations } from '../../test/contract/openapi-validator.ts';
import { allHandlers } from '../src/routes/index.ts';

describe('contract coverage', () => {
  it('has a handler for every operation of openapi.yaml and none beyond it', () => {
    const contract = listOperations()
      .map((op) => op.operationId)
      .sort();
    expect(Object.keys(allHandlers).sort()).toEqual(contract);
  });
});
