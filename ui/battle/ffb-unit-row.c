/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-unit-row.c: one row of the OOB tree (see ffb-unit-row.h). */
#include "ffb-unit-row.h"

struct _FfbUnitRow
{
  GtkGrid parent_instance;

  FfbUnitItem *item;

  GtkWidget *warning;
  GtkLabel *name;
  GtkLabel *leader;
  GtkLabel *detail;
};

G_DEFINE_FINAL_TYPE (FfbUnitRow, ffb_unit_row, GTK_TYPE_GRID)

enum { PROP_0, PROP_ITEM, N_PROPS };
static GParamSpec *pspecs[N_PROPS];

FfbUnitItem *
ffb_unit_row_get_item (FfbUnitRow *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ROW (self), NULL);
  return self->item;
}

GtkWidget *
ffb_unit_row_get_leader_label (FfbUnitRow *self)
{
  g_return_val_if_fail (FFB_IS_UNIT_ROW (self), NULL);
  return GTK_WIDGET (self->leader);
}

/* A command's name is a heading, with its leader on the line below. */
static void
show_item (FfbUnitRow *self, FfbUnitItem *item)
{
  const char *leader = ffb_unit_item_get_leader (item);

  gtk_label_set_text (self->name, ffb_unit_item_get_name (item));
  gtk_widget_set_visible (GTK_WIDGET (self->leader), leader != NULL);
  gtk_label_set_text (self->leader, leader != NULL ? leader : "");
  if (leader != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->name), "heading");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->name), "heading");
  gtk_label_set_text (self->detail, ffb_unit_item_get_detail (item));
  gtk_widget_set_visible (self->warning, ffb_unit_item_get_has_finding (item));
}

void
ffb_unit_row_set_item (FfbUnitRow *self, FfbUnitItem *item)
{
  g_return_if_fail (FFB_IS_UNIT_ROW (self));
  g_return_if_fail (item == NULL || FFB_IS_UNIT_ITEM (item));

  if (!g_set_object (&self->item, item))
    return;
  if (item != NULL)
    show_item (self, item);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_ITEM]);
}

static void
ffb_unit_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbUnitRow *self = FFB_UNIT_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_unit_row_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  FfbUnitRow *self = FFB_UNIT_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      ffb_unit_row_set_item (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_unit_row_dispose (GObject *object)
{
  FfbUnitRow *self = FFB_UNIT_ROW (object);

  g_clear_object (&self->item);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_UNIT_ROW);
  G_OBJECT_CLASS (ffb_unit_row_parent_class)->dispose (object);
}

static void
ffb_unit_row_class_init (FfbUnitRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ffb_unit_row_dispose;
  object_class->get_property = ffb_unit_row_get_property;
  object_class->set_property = ffb_unit_row_set_property;
  pspecs[PROP_ITEM] = g_param_spec_object ("item", NULL, NULL, FFB_TYPE_UNIT_ITEM,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                           | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, pspecs);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-unit-row.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbUnitRow, warning);
  gtk_widget_class_bind_template_child (widget_class, FfbUnitRow, name);
  gtk_widget_class_bind_template_child (widget_class, FfbUnitRow, leader);
  gtk_widget_class_bind_template_child (widget_class, FfbUnitRow, detail);
}

static void
ffb_unit_row_init (FfbUnitRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ffb_unit_row_new (void)
{
  return g_object_new (FFB_TYPE_UNIT_ROW, NULL);
}
