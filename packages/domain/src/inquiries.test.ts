import { describe, expect, it } from 'vitest';
import { INQUIRY_FIELDS, inquiryRequestSchema } from './inquiries';

describe('inquiry fields', () => {
  it('names exactly the fields the schema checks, so the contact form knows every server field message', () => {
    expect(Object.keys(inquiryRequestSchema.shape).sort()).toEqual([...INQUIRY_FIELDS].sort());
  });
});
