/** The inbox of contact-form and portal inquiries (spec 2.18). */
export const loadAdminInquiriesPanel = () => import('./admin-inquiries-panel');
