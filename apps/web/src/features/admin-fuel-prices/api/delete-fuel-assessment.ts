import { api } from '@/lib/api-client';
import { useAssessmentMutation } from './use-assessment-mutation';

/** DELETE /admin/fuel-assessments/{id}. */
export async function deleteFuelAssessment(id: string): Promise<void> {
  await api.delete(`/admin/fuel-assessments/${encodeURIComponent(id)}`);
}

export const useDeleteFuelAssessment = () => useAssessmentMutation(deleteFuelAssessment);
