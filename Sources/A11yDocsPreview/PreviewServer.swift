import Hummingbird
import A11yDocs
