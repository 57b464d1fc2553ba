/* placeholder: being written */
#include "ffb-oob.h"
