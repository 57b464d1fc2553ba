/* a header of another layer that keeps the campaign prefix */
void ffb_campaign_load_anything (void);
