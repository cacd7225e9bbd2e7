import { fuelAssessmentSchema, type FuelAssessment, type ValidFuelAssessmentInput } from '@ctp/domain/fuel-assessments';
import { api } from '@/lib/api-client';
import { useAssessmentMutation } from './use-assessment-mutation';

/** POST /admin/fuel-assessments: 409 when the product, port and day have one already. */
export async function createFuelAssessment(input: ValidFuelAssessmentInput): Promise<FuelAssessment> {
  return fuelAssessmentSchema.parse(await api.post('/admin/fuel-assessments', input));
}

export const useCreateFuelAssessment = () => useAssessmentMutation(createFuelAssessment);
