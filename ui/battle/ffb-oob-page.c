/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-page.c: the Order of Battle page (see ffb-oob-page.h). */
#include "ffb-oob-page.h"

#include <glib/gi18n.h>
#include "ffb-narrow.h"
#include "ffb-edit.h"
#include "ffb-organize.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

struct _FfbOobPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed and battle-id, to update */

  GtkStack *stack;
  GtkLabel *battle_label;
  GtkLabel *legend_label;
  GtkWidget *organize_button;
  GtkWidget *notice_box;
  GtkImage *notice_icon;
  GtkLabel *notice_label;
  GtkButton *notice_button;
  FfbOobView *union_view;
  FfbOobView *confederate_view;
  AdwLeaflet *sides;
  GtkToggleButton *union_toggle;
  GtkToggleButton *confederate_toggle;
  GtkWidget *side_switcher;
  guint fold_idle;
};

G_DEFINE_FINAL_TYPE (FfbOobPage, ffb_oob_page, GTK_TYPE_WIDGET)

static void
show_notice (FfbOobPage *self, const char *icon, const char *text, const char *button,
             const char *action, const char *target)
{
  gtk_widget_set_visible (self->notice_box, text != NULL);
  if (text == NULL)
    return;
  gtk_image_set_from_icon_name (self->notice_icon, icon);
  gtk_label_set_text (self->notice_label, text);
  gtk_button_set_label (self->notice_button, button);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->notice_button),
                                          target != NULL ? g_variant_new_string (target) : NULL);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->notice_button), action);
}

/* What the notice says of OOBs that no longer fit the battle as it is set up now: one whole
 * sentence for both sides or for one, or NULL when both fit. */
static char *
describe_misfits (FfbCampaign *campaign, FfbBattle *battle)
{
  gboolean misfit[FFB_N_SIDES];

  for (int side = 0; side < FFB_N_SIDES; side++)
    misfit[side] = battle->oob[side] != NULL
                   && !ffb_oob_fits_battle (battle->oob[side], campaign, battle);
  if (misfit[FFB_SIDE_UNION] && misfit[FFB_SIDE_CONFEDERATE])
    /* Translators: %s is a battle. */
    return g_strdup_printf (_("The Union and Confederate orders of battle no longer fit %s’s "
                              "setup, which changed after it was organized: the findings below "
                              "say what differs. Organize both sides again (Ctrl+R), or undo the "
                              "setup change (Ctrl+Z)."), battle->name);
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (misfit[side])
      /* Translators: a side (Union, Confederate), then a battle. */
      return g_strdup_printf (_("The %s order of battle no longer fits %s’s setup, which "
                                "changed after it was organized: the findings below say what "
                                "differs. Organize both sides again (Ctrl+R), or undo the setup "
                                "change (Ctrl+Z)."),
                              ffb_side_display_name (side), battle->name);
  return NULL;
}

/* R9: a fought battle's OOBs are its record; an OOB organized before its setup changed no
 * longer fits, and only organizing again or undoing the change mends it. */
static void
update_notice (FfbOobPage *self, FfbBattle *battle)
{
  g_autofree char *text = NULL;

  gtk_widget_set_tooltip_text (self->organize_button,
                               battle->fought ? _("A battle carried back to the campaign keeps "
                                                  "the orders of battle it was fought with")
                                              : _("Build both orders of battle from the setup by "
                                                  "the rules (Ctrl+R)"));
  if (battle->fought)
    {
      /* Translators: %s is a battle; Ctrl+P is a shortcut. */
      text = g_strdup_printf (_("%s was fought and carried back to the campaign: these orders of "
                                "battle are its record, and are not organized or changed again. "
                                "Print them (Ctrl+P), verify its dice on the Secrets page, or "
                                "undo its aftermath on the Aftermath page to change them."),
                              battle->name);
      show_notice (self, "dialog-information-symbolic", text, _("_Aftermath"),
                   "win.show-page", "aftermath");
      return;
    }
  text = describe_misfits (ffb_document_get_campaign (self->document), battle);
  show_notice (self, "dialog-warning-symbolic", text, _("_Undo"), "win.undo", NULL);
}

/* What a brigade's row says, in the words of the battle's tactical rules (R4G, or Q2). */
static void
update_legend (FfbOobPage *self, const FfbTactics *tactics)
{
  g_autofree char *text = NULL;

  if (tactics == NULL)
    {
      gtk_label_set_text (self->legend_label,
                          _("Each brigade shows its Fire & Fury (FF) label S.W.X: it starts "
                            "with S stands, is Worn when down to W and Spent when down to X "
                            "(R4G)."));
      return;
    }
  /* Translators: %s is a tactical rule set's name; Q2 is a rule id, keep it. */
  text = g_strdup_printf (_("Each brigade shows what the %s print: its stands, the stands it is "
                            "Shaken at, Fresh until its first loss, and its experience (Q2)."),
                          tactics->name);
  gtk_label_set_text (self->legend_label, text);
}

static void
update (FfbOobPage *self)
{
  FfbBattle *battle = ffb_document_get_battle (self->document);
  g_autofree char *title = NULL;

  gtk_stack_set_visible_child_name (self->stack, battle != NULL ? "oob" : "empty");
  if (battle == NULL)
    return;
  /* Translators: %s is a battle. */
  title = g_strdup_printf (_("%s: Orders of Battle"), battle->name);
  gtk_label_set_text (self->battle_label, title);
  update_legend (self, battle->tactics);
  update_notice (self, battle);
}

void
ffb_oob_page_organize (FfbOobPage *self)
{
  FfbBattle *battle;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (FFB_IS_OOB_PAGE (self));
  battle = ffb_document_get_battle (self->document);
  if (battle == NULL)
    return;
  ffb_document_begin_edit (self->document, NULL);
  if (!ffb_battle_organize_both (ffb_document_get_campaign (self->document), battle, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not organize the orders of battle"), error);
      return;
    }
  ffb_document_end_edit (self->document);
  /* Translators: the Union's findings, then the Confederates'; the plural follows the last. */
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Organized both sides: %u and %u finding",
                                          "Organized both sides: %u and %u findings",
                                          battle->oob[FFB_SIDE_CONFEDERATE]->findings->len),
                             battle->oob[FFB_SIDE_UNION]->findings->len,
                             battle->oob[FFB_SIDE_CONFEDERATE]->findings->len);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
}

void
ffb_oob_page_set_document (FfbOobPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_OOB_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  ffb_oob_view_set_document (self->union_view, document, FFB_SIDE_UNION);
  ffb_oob_view_set_document (self->confederate_view, document, FFB_SIDE_CONFEDERATE);
  update (self);
}

FfbOobView *
ffb_oob_page_get_view (FfbOobPage *self, FfbSide side)
{
  g_return_val_if_fail (FFB_IS_OOB_PAGE (self), NULL);
  return side == FFB_SIDE_UNION ? self->union_view : self->confederate_view;
}

/* Narrow: one side at a time, picked by the toggles or by a swipe; each follows the other. */
static void
side_toggled_cb (FfbOobPage *self)
{
  adw_leaflet_set_visible_child_name (self->sides,
                                      gtk_toggle_button_get_active (self->confederate_toggle)
                                      ? "confederate" : "union");
}

static void
visible_side_cb (FfbOobPage *self)
{
  gboolean confederate = g_strcmp0 (adw_leaflet_get_visible_child_name (self->sides),
                                    "confederate") == 0;

  gtk_toggle_button_set_active (confederate ? self->confederate_toggle : self->union_toggle, TRUE);
}

/* Folded, the switcher names the sides and the views' own titles go. Applied from an idle:
 * the leaflet folds while it is being allocated, when no widget may change its size. */
static gboolean
apply_fold_cb (gpointer data)
{
  FfbOobPage *self = data;
  gboolean folded = adw_leaflet_get_folded (self->sides);

  self->fold_idle = 0;
  gtk_widget_set_visible (self->side_switcher, folded);
  ffb_oob_view_set_show_title (self->union_view, !folded);
  ffb_oob_view_set_show_title (self->confederate_view, !folded);
  return G_SOURCE_REMOVE;
}

static void
folded_cb (FfbOobPage *self)
{
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add (apply_fold_cb, self);
}

static void
ffb_oob_page_dispose (GObject *object)
{
  FfbOobPage *self = FFB_OOB_PAGE (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_OOB_PAGE);
  G_OBJECT_CLASS (ffb_oob_page_parent_class)->dispose (object);
}

static void
ffb_oob_page_class_init (FfbOobPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_oob_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-oob-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, stack);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, battle_label);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, legend_label);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, organize_button);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, notice_box);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, notice_icon);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, notice_label);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, notice_button);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, union_view);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, confederate_view);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, sides);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, union_toggle);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, confederate_toggle);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, side_switcher);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);
  gtk_widget_class_bind_template_callback (widget_class, side_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, visible_side_cb);
}

static void
ffb_oob_page_init (FfbOobPage *self)
{
  g_type_ensure (FFB_TYPE_OOB_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
  ffb_narrow_button (GTK_BUTTON (self->organize_button));
  self->document_signals = ffb_document_follow_new (self, G_CALLBACK (update));
}

GtkWidget *
ffb_oob_page_new (void)
{
  return g_object_new (FFB_TYPE_OOB_PAGE, NULL);
}
