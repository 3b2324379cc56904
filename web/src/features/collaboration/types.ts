// Shapes of the collaboration calls, from the API's OpenAPI document (dates as ISO strings).

import type { CollaboratorRole, InvitableRole, PlanningPermissions } from '@domain/planning/collaborator-role';
import type { components } from '@/types/api.generated';

type Schemas = components['schemas'];

export type { CollaboratorRole, InvitableRole, PlanningPermissions };

/** Someone on the wedding's team: the couple first, then the people they invited. */
export type Collaborator = Schemas['CollaboratorResponse'];
export type CollaboratorChanges = Schemas['ChangeCollaboratorDto'];
export type CommentSection = Schemas['CommentSection'];
export type PlanningComment = Schemas['CommentResponse'];
export type ActivityType = Schemas['ActivityType'];
export type Activity = Schemas['ActivityResponse'];
/** GET /api/invitations/{token}: what the invited person sees before accepting. */
export type Invitation = Schemas['PlanningInvitationResponse'];
export type AcceptedInvitation = Schemas['AcceptedInvitationResponse'];
/** A wedding the signed-in account may plan (GET /api/my/weddings). */
export type PlannableWedding = Schemas['PlannableWeddingResponse'];
