/* placeholder: being written */
#include "ffb-xml.h"
