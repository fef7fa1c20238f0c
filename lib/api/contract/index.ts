/**
 * Every endpoint of the public API, registered by importing its contract file. The OpenAPI route and
 * the API page import this module so that they see them all.
 */
import './boats';
import './owners';
import './firms';
import './stations';
import './search';
import './sitedata';
import './maps';
import './prices';
import './cms';
import './offloads';
import './offload-documents';
import './user';
import './efficiency';
import './places';
