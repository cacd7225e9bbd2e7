/** The portal requests a user sends (interest, proposals, information packages, sales calls) and their list. */
export { inquiriesKeys } from './api/keys';
export { latestRequest, useMyInquiries } from './api/get-my-inquiries';
export { useSubmitPortalInquiry } from './api/submit-portal-inquiry';
export { MyRequests } from './components/my-requests';
export { RequestForm, type RequestFormTarget } from './components/request-form';
