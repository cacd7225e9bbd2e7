import { fuelAssessmentSchema, type FuelAssessment, type ValidFuelAssessmentInput } from '@ctp/domain/fuel-assessments';
import { api } from '@/lib/api-client';
import { useAssessmentMutation } from './use-assessment-mutation';

/** PUT /admin/fuel-assessments/{id}: every field is replaced. */
export async function updateFuelAssessment({ id, ...input }: ValidFuelAssessmentInput & { id: string }): Promise<FuelAssessment> {
  return fuelAssessmentSchema.parse(await api.put(`/admin/fuel-assessments/${encodeURIComponent(id)}`, input));
}

export const useUpdateFuelAssessment = () => useAssessmentMutation(updateFuelAssessment);
