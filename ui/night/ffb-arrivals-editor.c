/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-arrivals-editor.c: picking what arrives of the larger march of an encounter (see
 * ffb-arrivals-editor.h). The rule is the engine's: the count and the refusal shown come from
 * ffb_flank_order_size and ffb_flank_weigh_arrivals, asked again at every tick. */
#include "ffb-arrivals-editor.h"

#include <string.h>
#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-neutral-steps.h"
#include "ffb-night.h"
#include "ffb-text.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"

struct _FfbArrivalsEditor
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  FfbFlankOrder *order;  /* the march as its owner gave it (no sealed results) */
  FfbOob *oob;           /* the owner's OOB, from his copy */
  int allowed;           /* stands in excess of the enemy's march (R7B(5a)) */
  GPtrArray *proposed;   /* char* brigade ids: the app's proposal */
  GPtrArray *kept;       /* char* brigade ids: what arrives now */
  GPtrArray *checks;     /* GtkCheckButton*: the tick of each brigade listed */
  GPtrArray *check_ids;  /* char*: the id of the brigade of the tick at the same index */
  gboolean can_keep;

  GtkWidget *propose_button;
  GtkWidget *keep_button;
  AdwActionRow *count_row;
  AdwActionRow *refusal_row;
};

G_DEFINE_FINAL_TYPE (FfbArrivalsEditor, ffb_arrivals_editor, ADW_TYPE_PREFERENCES_GROUP)

static const FfbRules *
rules (FfbArrivalsEditor *self)
{
  return ffb_document_get_campaign (self->document)->rules;
}

/* The brigades ticked, in the order listed, NULL-terminated (the array owns nothing). */
static GPtrArray *
ticked_ids (FfbArrivalsEditor *self)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < self->checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->checks, i);

      if (gtk_check_button_get_active (check))
        g_ptr_array_add (ids, g_ptr_array_index (self->check_ids, i));
    }
  g_ptr_array_add (ids, NULL);
  return ids;
}

/* Whether the NULL-terminated `ids` are the brigades of `set`, in any order. */
static gboolean
same_brigades (GPtrArray *ids, GPtrArray *set)
{
  guint n = 0;

  for (; g_ptr_array_index (ids, n) != NULL; n++)
    if (!g_ptr_array_find_with_equal_func (set, g_ptr_array_index (ids, n), g_str_equal, NULL))
      return FALSE;
  return n == set->len;
}

/* R7B(5b): the stands of these brigades, each cavalry stand counting double, as the engine
 * counts a march. */
static int
weigh (FfbOob *oob, const FfbRules *rules, FfbSide side, const char *const *ids)
{
  g_autoptr(FfbFlankOrder) part = ffb_flank_order_new (side, FFB_FLANK_LEFT, "");

  for (guint i = 0; ids[i] != NULL; i++)
    ffb_flank_order_add_unit (part, ids[i]);
  return ffb_flank_order_size (part, oob, rules).weighted;
}

static void
show_refusal (FfbArrivalsEditor *self, const GError *error)
{
  const char *text = error != NULL ? error->message : NULL;
  g_autofree char *sentence = NULL;

  /* A hidden refusal keeps no words: nothing stale for a screen reader to find. */
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_row), text != NULL);
  if (text == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->refusal_row), "");
      return;
    }
  /* The badge names the rule; the row says the rest as a sentence. */
  if (g_str_has_prefix (text, "R7B(5a): "))
    text += strlen ("R7B(5a): ");
  sentence = g_strdup (text);
  sentence[0] = g_ascii_toupper (sentence[0]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->refusal_row), sentence);
}

static void
set_can_keep (FfbArrivalsEditor *self, gboolean can_keep, gboolean is_proposal)
{
  self->can_keep = can_keep;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arrivals.keep", can_keep);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arrivals.propose", !is_proposal);
}

static void
update (FfbArrivalsEditor *self)
{
  g_autoptr(GPtrArray) ids = ticked_ids (self);
  const char *const *picked = (const char *const *) ids->pdata;
  g_autoptr(GError) error = NULL;
  gboolean is_kept = same_brigades (ids, self->kept);
  gboolean is_proposal = same_brigades (ids, self->proposed);
  gboolean allowed = ffb_flank_weigh_arrivals (self->order, self->oob, rules (self),
                                               self->allowed, picked, &error) >= 0;
  int weight = weigh (self->oob, rules (self), self->order->side, picked);
  g_autofree char *count = NULL, *stands = NULL;

  /* R7B(5b) matters only to a march with cavalry: a note then, none otherwise. */
  if (ffb_flank_order_size (self->order, self->oob, rules (self)).cavalry_stands > 0)
    /* Translators: the stands picked, the stands allowed to arrive, then what a cavalry stand
     * counts for (R7B(5b)). */
    stands = g_strdup_printf (_("%d of the %d allowed, each cavalry stand counting %d"), weight,
                              self->allowed, rules (self)->cavalry_stand_weight);
  else
    /* Translators: the stands picked, then the stands allowed to arrive (R7B(5a)). */
    stands = g_strdup_printf (_("%d of the %d allowed"), weight, self->allowed);
  count = g_strdup_printf ("%s · %s, %s", stands,
                           is_proposal ? _("the app's proposal") : _("your pick"),
                           is_kept ? _("kept") : _("not kept yet"));
  adw_action_row_set_subtitle (self->count_row, count);
  show_refusal (self, error);
  set_can_keep (self, allowed && !is_kept, is_proposal);
}

/* Keeping */

typedef struct
{
  FfbSide side;
  FfbFlank flank;
  const char *const *ids;
} PickStep;

static gboolean
pick_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  PickStep *step = data;

  return ffb_neutral_step_pick (campaign, battle, step->side, step->flank, step->ids, error);
}

gboolean
ffb_arrivals_editor_keep (FfbArrivalsEditor *self, GError **error)
{
  g_autoptr(GPtrArray) ids = NULL;
  PickStep step;

  g_return_val_if_fail (FFB_IS_ARRIVALS_EDITOR (self), FALSE);

  ids = ticked_ids (self);
  step = (PickStep) { self->order->side, self->order->flank,
                      (const char *const *) ids->pdata };
  return ffb_night_run (self->document, NULL, pick_step, &step, error);
}

static void
keep_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbArrivalsEditor *self = FFB_ARRIVALS_EDITOR (widget);
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  /* Translators: %s is "left flank" or "right flank"; R7B(5a) is a rule id, keep it. */
  g_autofree char *message = g_strdup_printf (_("The pick is kept: those brigades of the %s "
                                                "march arrive (R7B(5a))"),
                                              ffb_night_flank_words (self->order->flank));
  g_autoptr(GError) error = NULL;

  /* Keeping rebuilds the view that holds this editor: keep it until done. */
  g_object_ref (self);
  if (ffb_arrivals_editor_keep (self, &error))
    {
      if (overlay != NULL)
        ffb_ui_toast (overlay, message);
    }
  else
    show_refusal (self, error);
  g_object_unref (self);
}

static void
set_ticked (FfbArrivalsEditor *self, GPtrArray *ids)
{
  for (guint i = 0; i < self->checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->checks, i);
      const char *id = g_ptr_array_index (self->check_ids, i);

      gtk_check_button_set_active (check, g_ptr_array_find_with_equal_func (ids, id,
                                                                            g_str_equal, NULL));
    }
}

void
ffb_arrivals_editor_propose (FfbArrivalsEditor *self)
{
  g_return_if_fail (FFB_IS_ARRIVALS_EDITOR (self));
  set_ticked (self, self->proposed);
}

static void
propose_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ffb_arrivals_editor_propose (FFB_ARRIVALS_EDITOR (widget));
}

/* Building from the copy */

/* "1st Division, I Corps": brigade names repeat across the army, their commands tell them
 * apart. */
static char *
where (const FfbUnit *brigade)
{
  GString *path = g_string_new (NULL);

  for (const FfbUnit *up = brigade->parent; up != NULL && up->kind != FFB_UNIT_ARMY;
       up = up->parent)
    g_string_append_printf (path, "%s%s", path->len > 0 ? ", " : "", up->name);
  return g_string_free (path, FALSE);
}

static char *
brigade_subtitle (FfbArrivalsEditor *self, const FfbUnit *brigade)
{
  g_autofree char *command = where (brigade);
  g_autofree char *stands = NULL;
  gboolean proposed = g_ptr_array_find_with_equal_func (self->proposed, brigade->id,
                                                        g_str_equal, NULL);

  if (brigade->cavalry)
    /* Translators: a brigade's cavalry stands, then what they count for (R7B(5b)). */
    stands = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cavalry stand, counting %d",
                                           "%d cavalry stands, counting %d", brigade->stands),
                              brigade->stands,
                              brigade->stands * rules (self)->cavalry_stand_weight);
  else
    stands = ffb_text_stands (brigade->stands);
  if (proposed)
    /* Translators: said of a brigade the app proposes to arrive. */
    return g_strdup_printf ("%s · %s · %s · %s", stands,
                            ffb_experience_display_name (brigade->experience), command,
                            _("proposed"));
  return g_strdup_printf ("%s · %s · %s", stands,
                          ffb_experience_display_name (brigade->experience), command);
}

static void
add_brigade_row (FfbArrivalsEditor *self, const FfbUnit *brigade)
{
  g_autofree char *command = where (brigade);
  /* Translators: accessible names; a brigade, then its division and corps. */
  g_autofree char *name = g_strdup_printf (self->order->flank == FFB_FLANK_LEFT
                                             ? _("Left flank arrives: %s, %s")
                                             : _("Right flank arrives: %s, %s"),
                                           brigade->name, command);
  g_autofree char *subtitle = brigade_subtitle (self, brigade);
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *row = ffb_ui_row_new (brigade->name, subtitle, NULL);

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (check, name);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
  g_ptr_array_add (self->checks, check);
  g_ptr_array_add (self->check_ids, g_strdup (brigade->id));
}

static void
build (FfbArrivalsEditor *self)
{
  g_autoptr(GPtrArray) brigades = ffb_flank_order_brigades (self->order, self->oob);
  const char *flank = ffb_night_flank_words (self->order->flank);
  /* Translators: %s is a flank (Left, Right); R7B(5a) is a rule id, keep it. */
  g_autofree char *title = g_strdup_printf (_("%s Flank March: What Arrives (R7B(5a))"),
                                            ffb_flank_display_name (self->order->flank));
  /* Translators: %s is "left flank" or "right flank", %d the stands that may arrive. */
  g_autofree char *description = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE,
                 "Your %s march met the enemy's off table and is the larger: only its %d stand "
                 "in excess of his arrives, in whole brigades. Tick the brigades that arrive and "
                 "keep the pick before your march enters; the app proposes the largest first.",
                 "Your %s march met the enemy's off table and is the larger: only its %d stands "
                 "in excess of his arrive, in whole brigades. Tick the brigades that arrive and "
                 "keep the pick before your march enters; the app proposes the largest first.",
                 self->allowed),
    flank, self->allowed);
  /* Translators: accessible names; %s is "left flank" or "right flank". */
  g_autofree char *keep_name = g_strdup_printf (_("Keep the brigades that arrive of the %s "
                                                  "march"), flank);
  g_autofree char *propose_name = g_strdup_printf (_("Use the app's proposal for the %s march"),
                                                   flank);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), description);
  ffb_ui_set_accessible_name (self->keep_button, keep_name);
  ffb_ui_set_accessible_name (self->propose_button, propose_name);
  for (guint i = 0; i < brigades->len; i++)
    add_brigade_row (self, g_ptr_array_index (brigades, i));
  set_ticked (self, self->kept);
  for (guint i = 0; i < self->checks->len; i++)
    g_signal_connect_swapped (g_ptr_array_index (self->checks, i), "notify::active",
                              G_CALLBACK (update), self);
  update (self);
}

gboolean
ffb_arrivals_editor_set_brigade (FfbArrivalsEditor *self, const char *brigade_id,
                                 gboolean arrives)
{
  g_return_val_if_fail (FFB_IS_ARRIVALS_EDITOR (self), FALSE);

  for (guint i = 0; i < self->checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->checks, i);

      if (g_strcmp0 (g_ptr_array_index (self->check_ids, i), brigade_id) == 0)
        {
          gtk_check_button_set_active (check, arrives);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
ffb_arrivals_editor_get_can_keep (FfbArrivalsEditor *self)
{
  g_return_val_if_fail (FFB_IS_ARRIVALS_EDITOR (self), FALSE);
  return self->can_keep;
}

char *
ffb_arrivals_editor_describe (const FfbReaderView *view, const FfbReaderViewOrder *kept,
                              const FfbRules *rules)
{
  FfbOob *oob = view->oobs[kept->order->side];
  GString *text = g_string_new (NULL);
  g_autoptr(GPtrArray) ids = ffb_flank_order_copy_ids (kept->arriving);

  for (guint i = 0; oob != NULL && i < ids->len; i++)
    {
      FfbUnit *brigade = ffb_oob_find_unit (oob, g_ptr_array_index (ids, i));
      g_autofree char *command = brigade != NULL ? where (brigade) : NULL;

      if (brigade != NULL)
        g_string_append_printf (text, "%s%s (%s)", text->len > 0 ? ", " : "", brigade->name,
                                command);
    }
  g_ptr_array_add (ids, NULL);
  /* Translators: after the list of the brigades that arrive: their stands, then the stands
   * allowed. */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, ": %d of the %d stand allowed",
                                             ": %d of the %d stands allowed", kept->allowed),
                          oob != NULL ? weigh (oob, rules, kept->order->side,
                                               (const char *const *) ids->pdata) : 0,
                          kept->allowed);
  return g_string_free (text, FALSE);
}

/* GObject */

static void
ffb_arrivals_editor_dispose (GObject *object)
{
  FfbArrivalsEditor *self = FFB_ARRIVALS_EDITOR (object);

  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_ARRIVALS_EDITOR);
  G_OBJECT_CLASS (ffb_arrivals_editor_parent_class)->dispose (object);
}

static void
ffb_arrivals_editor_finalize (GObject *object)
{
  FfbArrivalsEditor *self = FFB_ARRIVALS_EDITOR (object);

  g_clear_pointer (&self->order, ffb_flank_order_free);
  g_clear_pointer (&self->oob, ffb_oob_unref);
  g_clear_pointer (&self->proposed, g_ptr_array_unref);
  g_clear_pointer (&self->kept, g_ptr_array_unref);
  g_ptr_array_unref (self->checks);
  g_ptr_array_unref (self->check_ids);
  G_OBJECT_CLASS (ffb_arrivals_editor_parent_class)->finalize (object);
}

static void
ffb_arrivals_editor_class_init (FfbArrivalsEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_arrivals_editor_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_arrivals_editor_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-arrivals-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbArrivalsEditor, propose_button);
  gtk_widget_class_bind_template_child (widget_class, FfbArrivalsEditor, keep_button);
  gtk_widget_class_bind_template_child (widget_class, FfbArrivalsEditor, count_row);
  gtk_widget_class_bind_template_child (widget_class, FfbArrivalsEditor, refusal_row);
  gtk_widget_class_install_action (widget_class, "arrivals.keep", NULL, keep_action);
  gtk_widget_class_install_action (widget_class, "arrivals.propose", NULL, propose_action);
}

static void
ffb_arrivals_editor_init (FfbArrivalsEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->checks = g_ptr_array_new ();
  self->check_ids = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arrivals.keep", FALSE);
}

GtkWidget *
ffb_arrivals_editor_new (FfbDocument *document, const FfbReaderView *view,
                         const FfbReaderViewOrder *kept)
{
  FfbArrivalsEditor *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document) && view != NULL && kept != NULL, NULL);
  g_return_val_if_fail (kept->larger && kept->proposed != NULL && kept->arriving != NULL, NULL);
  g_return_val_if_fail (view->oobs[kept->order->side] != NULL, NULL);

  self = g_object_new (FFB_TYPE_ARRIVALS_EDITOR, NULL);
  self->document = g_object_ref (document);
  self->order = ffb_flank_order_copy (kept->order, FALSE);
  self->oob = ffb_oob_ref (view->oobs[kept->order->side]);
  self->allowed = kept->allowed;
  self->proposed = ffb_flank_order_copy_ids (kept->proposed);
  self->kept = ffb_flank_order_copy_ids (kept->arriving);
  build (self);
  return GTK_WIDGET (self);
}
