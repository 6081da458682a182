-- The users' list tells admins who has a second factor on (user_totp.confirmed_at): turning it on
-- or off changes the list, so it bumps the list's version like a change of "users" does. A code
-- accepted (last_step) does not: it changes nothing the list shows.
CREATE TRIGGER user_totp_users_list_version AFTER INSERT OR DELETE OR UPDATE OF "confirmed_at" ON "user_totp"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_list_version();
