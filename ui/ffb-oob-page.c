/* ffb-oob-page.c: the Order of Battle page (see ffb-oob-page.h). */
#include "ffb-oob-page.h"

#include "ffb-organize.h"
#include "ffb-ui.h"

struct _FfbOobPage
{
  GtkWidget parent_instance;

  FfbDocument *document;

  GtkStack *stack;
  GtkLabel *battle_label;
  FfbOobView *union_view;
  FfbOobView *confederate_view;
};

G_DEFINE_FINAL_TYPE (FfbOobPage, ffb_oob_page, GTK_TYPE_WIDGET)

static void
update (FfbOobPage *self)
{
  FfbBattle *battle = ffb_document_get_battle (self->document);
  g_autofree char *title = NULL;

  gtk_stack_set_visible_child_name (self->stack, battle != NULL ? "oob" : "empty");
  if (battle == NULL)
    return;
  title = g_strdup_printf ("%s: Orders of Battle", battle->name);
  gtk_label_set_text (self->battle_label, title);
}

/* Both sides in one undo step; nothing changes unless both organize. */
static gboolean
organize_both (FfbCampaign *campaign, FfbBattle *battle, GError **error)
{
  FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };

  for (int side = 0; side < FFB_N_SIDES; side++)
    if ((oobs[side] = ffb_organize (campaign, battle, side, error)) == NULL)
      {
        g_clear_pointer (&oobs[0], ffb_oob_unref);
        return FALSE;
      }
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      ffb_battle_set_oob (battle, side, oobs[side]);
      ffb_oob_unref (oobs[side]);
    }
  return TRUE;
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
  if (!organize_both (ffb_document_get_campaign (self->document), battle, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), "Could not organize the orders of battle", error);
      return;
    }
  ffb_document_end_edit (self->document);
  message = g_strdup_printf ("Organized both sides: %u and %u findings",
                             battle->oob[FFB_SIDE_UNION]->findings->len,
                             battle->oob[FFB_SIDE_CONFEDERATE]->findings->len);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
}

void
ffb_oob_page_set_document (FfbOobPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_OOB_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (document, "notify::battle-id", G_CALLBACK (update), self);
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

static void
ffb_oob_page_dispose (GObject *object)
{
  FfbOobPage *self = FFB_OOB_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
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
                                               "/io/github/ffbridge/FFBridge/ui/ffb-oob-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, stack);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, battle_label);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, union_view);
  gtk_widget_class_bind_template_child (widget_class, FfbOobPage, confederate_view);
}

static void
ffb_oob_page_init (FfbOobPage *self)
{
  g_type_ensure (FFB_TYPE_OOB_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ffb_oob_page_new (void)
{
  return g_object_new (FFB_TYPE_OOB_PAGE, NULL);
}
